export function CodeBlock({ code, language = 'tsx' }: { code: string; language?: string }) {
  return (
    <pre
      data-language={language}
      className="my-4 overflow-x-auto rounded-lg bg-neutral-950 p-4 text-sm leading-relaxed text-neutral-100"
    >
      <code>{code.trim()}</code>
    </pre>
  )
}
