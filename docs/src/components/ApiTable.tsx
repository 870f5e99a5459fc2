import type { ApiMember } from '../../api/extract.ts'

/** Options or return fields of a hook, straight from their TSDoc comments. */
export function ApiTable({ caption, members }: { caption: string; members: ApiMember[] }) {
  if (members.length === 0) return null
  return (
    <table className="my-4 w-full border-collapse text-left text-sm">
      <caption className="mb-2 text-left text-base font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-neutral-300">
          <th scope="col" className="py-2 pr-4">
            Name
          </th>
          <th scope="col" className="py-2 pr-4">
            Type
          </th>
          <th scope="col" className="py-2">
            Description
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.name} className="border-b border-neutral-100 align-top">
            <td className="py-2 pr-4 font-mono">
              {member.name}
              {member.optional ? '?' : ''}
            </td>
            <td className="py-2 pr-4 font-mono text-xs text-neutral-600">{member.type}</td>
            <td className="py-2">
              {member.doc}
              {member.defaultValue ? <span className="text-neutral-500"> Default: {member.defaultValue}.</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
