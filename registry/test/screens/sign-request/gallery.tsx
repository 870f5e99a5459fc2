import type { UseSignRequestReturn } from '@lobby/headless'
import type * as React from 'react'
import { SignRequestScreen } from '@/components/lobby/screens/sign-request-screen'
import { signRequestFlow } from './signRequestFixture'

const typedData: UseSignRequestReturn['typedData'] = {
  primaryType: 'Mail',
  domain: [
    { name: 'name', type: 'string', value: 'Lobby' },
    { name: 'chainId', type: 'uint256', value: '1' },
  ],
  message: [
    {
      name: 'from',
      type: 'Person',
      children: [
        { name: 'name', type: 'string', value: 'Cow' },
        { name: 'wallet', type: 'address', value: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
      ],
    },
    { name: 'contents', type: 'string', value: 'Hello, Bob!' },
  ],
}

/** The sign-request screen in the axe gallery: a message, typed data as a tree, and 'Success'. */
export const signRequestGallery: Record<string, () => React.ReactNode> = {
  'sign-request-screen': () => <SignRequestScreen flow={signRequestFlow()} />,
  'sign-request-screen:typed-data': () => (
    <SignRequestScreen flow={signRequestFlow({ method: 'eth_signTypedData_v4', message: null, typedData })} />
  ),
  'sign-request-screen:success': () => <SignRequestScreen flow={signRequestFlow({ state: 'success' })} />,
}
