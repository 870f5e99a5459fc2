import { SandboxApp } from '../components/SandboxApp.tsx'
import { SessionPanel } from '../components/SessionPanel.tsx'

/** useLobby: ready, authenticated, the user and logout, read by the panel below on the sandbox. */
export function Example() {
  return (
    <SandboxApp slug="all-methods">
      <SessionPanel />
    </SandboxApp>
  )
}
