import { BrandLogo, isLogoName } from '@/components/lobby/ui/brand-logo'
import { cn } from '@/lib/utils'

/** Props of `WalletLogo`: the wallet as the wallet list and the connection flow give it. */
export type WalletLogoProps = {
  /** A W-9.39 key, or the walletClientType of a wallet found in the page. */
  walletClientType: string
  /** The image the wallet is branded with (W-3.04): the icon an EIP-6963 wallet announces. */
  icon?: string | null
  /** What a screen reader hears for the logo; without it the logo is decoration beside the wallet's name. */
  label?: string
  className?: string
}

/**
 * A wallet's logo: a named wallet's (W-9.39) from `BrandLogo`, loaded only when shown; a wallet
 * found in the page keeps the icon it announces (EIP-6963).
 */
export function WalletLogo({ walletClientType, icon, label, className }: WalletLogoProps) {
  if (isLogoName(walletClientType)) {
    return (
      <BrandLogo
        name={walletClientType}
        className={className}
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
      />
    )
  }
  if (!icon) return null
  return <img src={icon} alt={label ?? ''} className={cn('size-5 shrink-0 rounded-md', className)} />
}
