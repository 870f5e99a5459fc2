export function Playground() {
  return (
    <article className="max-w-4xl">
      <h1 className="mb-4 text-3xl font-bold">Playground</h1>
      <p>
        Edit the app configuration and the modal re-renders at once. The modal lands here with the registry screens.
      </p>
    </article>
  )
}
