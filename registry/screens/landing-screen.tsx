'use client'
import {
  type ConsentFooter,
  crossAppMethodAppId,
  LOGIN_LIST_MAX_HEIGHT_PX,
  type LoginLayout,
  type LoginLayoutItem,
  type LoginOption,
  type LoginView,
  loginOptionLabel,
  PASSKEY_LINK_LABEL,
  type ProviderApps,
  RECENT_LABEL,
  SCREEN_TEXT,
} from '@lobby/headless'
import type * as React from 'react'
import { Badge } from '@/components/lobby/ui/badge'
import { BrandLogo, isLogoName } from '@/components/lobby/ui/brand-logo'
import { Button } from '@/components/lobby/ui/button'
import { MethodList, MethodListItem } from '@/components/lobby/ui/method-list'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

const methodLogo = (method: LoginOption) => (isLogoName(method) ? <BrandLogo name={method} /> : null)

/** A provider app's logo (A-1.08, W-7.33), or a neutral tile while it is not known or has none. */
function ProviderAppLogo({ logoUrl }: { logoUrl: string | null | undefined }) {
  if (logoUrl) return <img src={logoUrl} alt="" className="size-5 shrink-0 rounded-md object-cover" />
  return <span data-slot="provider-app-tile" className="size-5 shrink-0 rounded-md bg-lobby-muted" />
}

/** Props of `LandingScreen`. */
export type LandingScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The view to render, from `computeLoginLayout` / `useLoginMethodLayout` (A-2.31..A-2.63). */
  layout: LoginLayout
  /** The provider apps of the cross-app methods looked up so far (W-7.33), for their names and logos. */
  providerApps?: ProviderApps
  /** The landing header from the resolved app config, default 'Log in or sign up'. */
  header: string
  /** The login message, cut by `truncateLoginMessage`. */
  loginMessage?: string | null
  /** The consent footer from `consentFooter`, or null when hidden (A-2.60..A-2.63). */
  consentFooter?: ConsentFooter | null
  /** The app logo, already checked by the logic layer. */
  logo?: React.ReactNode
  /** A method's button was clicked; `isTrusted` is false for a click a script made (W-4.03 reads it in in-app browsers). */
  onSelectMethod: (method: LoginOption, event: { isTrusted: boolean }) => void
  /** Opens another view of the screen. */
  onSelectView: (view: LoginView) => void
  /** Returns to the default view. */
  onBack: () => void
  /** The 'I have a passkey' link. */
  onPasskey?: () => void
  /** Renders the shared email/SMS field for the methods it offers. */
  renderContactField?: (item: Extract<LoginLayoutItem, { type: 'field' }>) => React.ReactNode
  /** The 'Protected by' link. */
  protectedBy?: { name: string; href: string }
  /** Icon of a method; its brand logo by default (brand-logo). */
  renderIcon?: (method: LoginOption) => React.ReactNode
}

/** The login screen in each of its four views: header, methods, overflow buttons, consent footer (A-2.16, A-2.30..A-2.64). */
export function LandingScreen({
  layout,
  providerApps,
  header,
  loginMessage,
  consentFooter,
  logo,
  onSelectMethod,
  onSelectView,
  onBack,
  onPasskey,
  renderContactField,
  protectedBy,
  renderIcon = methodLogo,
  className,
  ...props
}: LandingScreenProps) {
  return (
    <section
      data-slot="landing-screen"
      data-view={layout.view}
      className={cn('flex flex-col gap-5', className)}
      {...props}
    >
      {layout.view !== 'default' ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          Back
        </Button>
      ) : null}
      <ScreenHeader media={logo} title={header} description={loginMessage} />
      <MethodList maxHeight={LOGIN_LIST_MAX_HEIGHT_PX} aria-label={header}>
        {layout.items.map((item) => {
          if (item.type === 'field') {
            return (
              <li
                key="field"
                data-slot="contact-field-row"
                data-recent={item.isRecent || undefined}
                className="flex list-none flex-col gap-1"
              >
                {item.isRecent ? (
                  <Badge tone="accent" className="self-end">
                    {RECENT_LABEL}
                  </Badge>
                ) : null}
                {renderContactField?.(item)}
              </li>
            )
          }
          if (item.type === 'view') {
            return (
              <MethodListItem
                key={`view-${item.view}`}
                data-kind="view"
                label={item.label}
                onClick={() => onSelectView(item.view)}
              />
            )
          }
          const providerAppId = crossAppMethodAppId(item.method)
          return (
            <MethodListItem
              key={item.method}
              data-kind="method"
              data-method={item.method}
              data-recent={item.isRecent || undefined}
              icon={
                providerAppId === null ? (
                  renderIcon(item.method)
                ) : (
                  <ProviderAppLogo logoUrl={providerApps?.[providerAppId]?.logoUrl} />
                )
              }
              label={loginOptionLabel(item.method, providerApps)}
              badge={item.isRecent ? <Badge tone="accent">{RECENT_LABEL}</Badge> : null}
              onClick={(event) => onSelectMethod(item.method, { isTrusted: Boolean(event.isTrusted) })}
            />
          )
        })}
      </MethodList>
      {layout.showPasskeyLink && onPasskey ? (
        <Button variant="link" className="self-center" onClick={onPasskey}>
          {PASSKEY_LINK_LABEL}
        </Button>
      ) : null}
      <footer
        data-slot="landing-footer"
        className="flex flex-col items-center gap-1 text-lobby-muted-foreground text-xs"
      >
        {consentFooter ? (
          <p data-slot="consent-footer">
            {consentFooter.parts.map((part) =>
              part.href ? (
                <a
                  key={part.text}
                  href={part.href}
                  target="_blank"
                  rel="noreferrer"
                  className="underline underline-offset-2"
                >
                  {part.text}
                </a>
              ) : (
                <span key={part.text}>{part.text}</span>
              ),
            )}
          </p>
        ) : null}
        {protectedBy ? (
          <a href={protectedBy.href} target="_blank" rel="noreferrer" className="underline-offset-2 hover:underline">
            {SCREEN_TEXT.landing.protectedBy} {protectedBy.name}
          </a>
        ) : null}
      </footer>
    </section>
  )
}
