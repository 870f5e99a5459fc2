import { SandboxApp } from '../components/SandboxApp.tsx'
import { SessionPanel } from '../components/SessionPanel.tsx'

/** A guest account in one click on an app that allows guests; log out to try again. */
export function Example() {
  return (
    <SandboxApp slug="all-methods">
      <SessionPanel />
    </SandboxApp>
  )
}
