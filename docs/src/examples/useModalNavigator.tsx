import { LiveModal } from '../components/LiveModal.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'

/** The navigator behind the modal: open, navigate, back and close, as the block uses it on the sandbox. */
export function Example() {
  return (
    <SandboxApp slug="all-methods">
      <LiveModal />
    </SandboxApp>
  )
}
