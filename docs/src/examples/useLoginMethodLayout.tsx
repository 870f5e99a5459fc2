import { LiveModal } from '../components/LiveModal.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'

/** The layout this hook computes, drawn by the landing screen of the all-methods app: primary, then 'More options'. */
export function Example() {
  return (
    <SandboxApp slug="all-methods">
      <LiveModal />
    </SandboxApp>
  )
}
