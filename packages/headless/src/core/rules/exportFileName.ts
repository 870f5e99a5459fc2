/**
 * W-9.40 The fixed suffix of an exported recovery file, naming the provider's wallet recovery.
 * The spec does not give its text; this is ours.
 */
export const EXPORT_FILE_SUFFIX = 'privy-wallet-recovery.txt'

/**
 * W-9.40 The file name for an exported wallet recovery file: the app name lowercased with every
 * non-letter removed, then the fixed suffix ('My App 2!' gives 'myapp-privy-wallet-recovery.txt').
 * An app name with no letters left gives the suffix alone, with no leading dash.
 */
export function exportFileName(appName: string | null | undefined): string {
  const cleaned = (appName ?? '').toLowerCase().replace(/\P{L}/gu, '')
  return cleaned ? `${cleaned}-${EXPORT_FILE_SUFFIX}` : EXPORT_FILE_SUFFIX
}
