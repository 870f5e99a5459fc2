export default function App() {
  return <main className="p-8">Host app</main>
}
