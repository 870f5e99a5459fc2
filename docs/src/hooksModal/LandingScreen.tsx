import { type LandingView, loginOptionLabel, PASSKEY_LINK_LABEL, RECENT_LABEL } from '@lobby/headless'
import { ContactField } from './ContactField.tsx'

const ROW = 'w-full rounded border border-neutral-300 px-3 py-2 text-left'

/** LANDING in each of its views: header, methods, overflow buttons, passkey link, consent footer. */
export function LandingScreen({ landing }: { landing: LandingView }) {
  const { layout } = landing
  return (
    // keyed on resetKey, the fields start empty after each close.
    <div key={landing.resetKey} className="flex flex-col gap-3">
      {layout.view !== 'default' ? (
        <button type="button" className="self-start text-sm underline" onClick={landing.back}>
          Back
        </button>
      ) : null}
      <h2 className="text-lg font-semibold">{landing.header}</h2>
      {landing.loginMessage ? <p className="text-sm">{landing.loginMessage}</p> : null}
      <ul aria-label={landing.header} className="flex flex-col gap-2">
        {layout.items.map((item) => (
          <li key={item.type === 'method' ? item.method : item.type === 'view' ? `view-${item.view}` : 'field'}>
            {item.type === 'field' ? (
              <ContactField
                methods={item.methods}
                defaultCountry={landing.defaultCountry}
                onEmail={landing.submitEmail}
                onPhone={landing.submitPhone}
              />
            ) : item.type === 'view' ? (
              <button type="button" className={ROW} onClick={() => landing.openView(item.view)}>
                {item.label}
              </button>
            ) : (
              <button
                type="button"
                className={ROW}
                onClick={(event) => landing.selectMethod(item.method, { isTrusted: event.isTrusted })}
              >
                {loginOptionLabel(item.method, landing.providerApps)}
                {item.isRecent ? <span className="ml-2 text-xs">{RECENT_LABEL}</span> : null}
              </button>
            )}
          </li>
        ))}
      </ul>
      {layout.showPasskeyLink ? (
        <button type="button" className="self-center text-sm underline" onClick={landing.startPasskey}>
          {PASSKEY_LINK_LABEL}
        </button>
      ) : null}
      {landing.consentFooter ? (
        <p className="text-xs">
          {landing.consentFooter.parts.map((part) =>
            part.href ? (
              <a key={part.text} href={part.href} target="_blank" rel="noreferrer" className="underline">
                {part.text}
              </a>
            ) : (
              <span key={part.text}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
    </div>
  )
}
