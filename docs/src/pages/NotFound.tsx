import { Link } from 'wouter'

export function NotFound() {
  return (
    <article>
      <h1 className="mb-4 text-3xl font-bold">Page not found</h1>
      <p>
        Nothing lives at this address. Go back to the <Link href="/">introduction</Link>.
      </p>
    </article>
  )
}
