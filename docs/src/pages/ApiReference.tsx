import api from 'virtual:lobby-api'

export function ApiReference() {
  const entries = api.filter((entry) => entry.kind !== 'hook')
  return (
    <article className="max-w-4xl">
      <h1 className="mb-4 text-3xl font-bold">Core reference</h1>
      <p className="mb-6">
        Everything here is exported from <code>@lobby/headless</code>; entries marked core also come from{' '}
        <code>@lobby/headless/core</code>, which works without React.
      </p>
      <dl>
        {entries.map((entry) => (
          <div key={entry.name} id={entry.name} className="mb-4 border-b border-neutral-100 pb-4">
            <dt className="font-mono font-semibold">
              {entry.name} <span className="text-xs font-normal text-neutral-500">{entry.kind}</span>
              {entry.entry === 'core' ? <span className="ml-2 text-xs font-normal text-emerald-700">core</span> : null}
            </dt>
            <dd className="mt-1 text-sm whitespace-pre-line">{entry.doc}</dd>
            <dd className="mt-1 font-mono text-xs text-neutral-600">{entry.signature}</dd>
          </div>
        ))}
      </dl>
    </article>
  )
}
