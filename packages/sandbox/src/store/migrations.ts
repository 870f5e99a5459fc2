import type { Database } from './Database.ts'

/** One schema step; `version` only grows, and a shipped step is never edited. */
export type Migration = { version: number; name: string; sql: string }

/** The store's schema history. Timestamps are milliseconds since the epoch (BIGINT). */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'apps, users, linked accounts, codes, inbox, sessions, keys',
    sql: `
      create table apps (
        id text primary key,
        name text not null,
        config jsonb not null,
        settings jsonb not null
      );
      create table users (
        id text primary key,
        app_id text not null references apps(id),
        created_at bigint not null,
        has_accepted_terms boolean not null default false,
        accepted_terms_at bigint,
        is_guest boolean not null default false
      );
      create index users_app on users(app_id);
      create table linked_accounts (
        id bigserial primary key,
        user_id text not null references users(id) on delete cascade,
        app_id text not null,
        type text not null,
        identifier text not null,
        details jsonb not null default '{}',
        first_verified_at bigint not null,
        latest_verified_at bigint not null,
        unique (app_id, type, identifier)
      );
      create index linked_accounts_user on linked_accounts(user_id);
      create table verification_codes (
        app_id text not null,
        channel text not null,
        target text not null,
        code_hash text not null,
        created_at bigint not null,
        expires_at bigint not null,
        attempts integer not null default 0,
        primary key (app_id, channel, target)
      );
      create table inbox (
        id bigserial primary key,
        app_id text not null,
        channel text not null,
        recipient text not null,
        code text not null,
        sent_at bigint not null
      );
      create index inbox_recipient on inbox(recipient, id desc);
      create table sessions (
        id text primary key,
        family_id text not null,
        user_id text not null references users(id) on delete cascade,
        app_id text not null,
        kind text not null,
        refresh_hash text not null unique,
        created_at bigint not null,
        expires_at bigint not null,
        rotated_at bigint,
        revoked_at bigint,
        revoke_reason text
      );
      create index sessions_family on sessions(family_id);
      create table security_events (
        id bigserial primary key,
        app_id text not null,
        kind text not null,
        user_id text,
        family_id text,
        at bigint not null
      );
      create table signing_keys (
        id text primary key,
        private_jwk jsonb not null,
        public_jwk jsonb not null,
        created_at bigint not null
      );
      create table analytics_events (
        id bigserial primary key,
        app_id text not null,
        event_name text not null,
        client_id text,
        payload jsonb not null,
        received_at bigint not null
      );
    `,
  },
  {
    version: 100,
    name: 'oauth flows (PKCE, state, single-use authorization codes)',
    sql: `
      create table oauth_flows (
        app_id text not null,
        state_code text not null,
        provider text not null,
        code_challenge text not null,
        redirect_to text not null,
        code_hash text,
        outcome text,
        identity jsonb,
        created_at bigint not null,
        expires_at bigint not null,
        used_at bigint,
        primary key (app_id, state_code)
      );
      create unique index oauth_flows_code on oauth_flows(code_hash);
    `,
  },
  {
    version: 200,
    name: 'passkeys: credentials and WebAuthn challenges',
    sql: `
      create table passkey_credentials (
        credential_id text primary key,
        app_id text not null,
        user_id text not null references users(id) on delete cascade,
        public_key text not null,
        counter bigint not null default 0,
        transports jsonb not null default '[]',
        created_at bigint not null
      );
      create index passkey_credentials_user on passkey_credentials(user_id);
      create table webauthn_challenges (
        challenge text primary key,
        app_id text not null,
        purpose text not null,
        user_id text,
        expires_at bigint not null
      );
    `,
  },
  {
    version: 201,
    name: 'mfa: enrolled factors, pending TOTP secrets, verifications per session',
    sql: `
      alter table users add column mfa_methods jsonb not null default '[]';
      create table mfa_factors (
        user_id text not null references users(id) on delete cascade,
        method text not null,
        phone_number text,
        totp_secret text,
        verified_at bigint not null,
        primary key (user_id, method)
      );
      create table mfa_pending_totp (
        user_id text primary key references users(id) on delete cascade,
        secret text not null,
        created_at bigint not null
      );
      create table mfa_verifications (
        family_id text primary key,
        user_id text not null references users(id) on delete cascade,
        verified_at bigint,
        failed_attempts integer not null default 0,
        locked_until bigint
      );
    `,
  },
  {
    version: 202,
    name: 'mfa: the last TOTP time step each factor accepted, so a code is never accepted twice (RFC 6238 §5.2)',
    sql: `
      alter table mfa_factors add column last_totp_step bigint;
    `,
  },
  {
    version: 300,
    name: 'sign-in with Ethereum nonces; Farcaster channels and signers',
    sql: `
      create table siwe_nonces (
        nonce text primary key,
        app_id text not null,
        address text not null,
        expires_at bigint not null
      );
      create table farcaster_channels (
        channel_token text primary key,
        app_id text not null,
        nonce text not null,
        domain text not null,
        state text not null,
        result jsonb,
        expires_at bigint not null
      );
      create table farcaster_signers (
        public_key text primary key,
        app_id text not null,
        user_id text not null references users(id) on delete cascade,
        fid bigint not null,
        status text not null,
        created_at bigint not null
      );
    `,
  },
  {
    version: 400,
    name: 'embedded wallets: shares, sealing key, recovery OAuth tokens, emulated cloud drive',
    sql: `
      create table embedded_wallets (
        app_id text not null,
        address text not null,
        user_id text not null references users(id) on delete cascade,
        chain_type text not null,
        recovery_method text not null,
        auth_share text not null,
        recovery_share jsonb not null,
        created_at bigint not null,
        updated_at bigint not null,
        primary key (app_id, address)
      );
      create unique index embedded_wallets_user_chain on embedded_wallets(user_id, chain_type);
      create table wallet_sealing_keys (
        id text primary key,
        secret text not null,
        created_at bigint not null
      );
      create table recovery_access_tokens (
        token_hash text primary key,
        app_id text not null,
        user_id text not null references users(id) on delete cascade,
        provider text not null,
        subject text not null,
        expires_at bigint not null
      );
      create table cloud_drive_files (
        provider text not null,
        subject text not null,
        name text not null,
        content text not null,
        updated_at bigint not null,
        primary key (provider, subject, name)
      );
    `,
  },
  {
    version: 401,
    name: 'embedded wallets: the device keys (frame-held, non-extractable) that may have shares released',
    sql: `
      create table embedded_wallet_device_keys (
        app_id text not null,
        address text not null,
        public_key text not null,
        created_at bigint not null,
        primary key (app_id, address, public_key),
        foreign key (app_id, address) references embedded_wallets(app_id, address) on delete cascade
      );
    `,
  },
  {
    version: 402,
    name: 'embedded wallets: hashes of replaced auth shares, which a reshare may never bring back',
    sql: `
      create table embedded_wallet_retired_shares (
        app_id text not null,
        address text not null,
        share_hash text not null,
        retired_at bigint not null,
        primary key (app_id, address, share_hash),
        foreign key (app_id, address) references embedded_wallets(app_id, address) on delete cascade
      );
    `,
  },
  {
    version: 500,
    name: 'funding: on-ramp signing keys, card on-ramp A transactions, card on-ramp B sessions, relay requests',
    sql: `
      create table funding_keys (
        name text primary key,
        secret text not null
      );
      create table onramp_a_transactions (
        external_transaction_id text primary key,
        app_id text not null,
        user_id text not null,
        wallet_address text not null,
        currency_code text not null,
        quote_currency_amount text,
        live boolean not null,
        status text not null,
        payment_method text,
        card_payment_type text,
        crypto_transaction_id text,
        chain_id bigint,
        failure_reason text,
        created_at bigint not null,
        updated_at bigint not null
      );
      create table onramp_b_sessions (
        partner_user_id text primary key,
        app_id text not null,
        user_id text not null,
        session_token text not null,
        addresses jsonb not null,
        status text not null,
        failure_reason text,
        transaction_hash text,
        expires_at bigint not null,
        created_at bigint not null
      );
      create table relay_requests (
        request_id text primary key,
        origin_chain_id bigint not null,
        destination_chain_id bigint not null,
        depositor text not null,
        recipient text not null,
        amount text not null,
        deposit_value text not null,
        status text not null,
        deposit_hash text,
        fill_hash text,
        failure_reason text,
        expires_at bigint not null,
        created_at bigint not null
      );
    `,
  },
  {
    version: 501,
    name: 'funding: the page origin that opened each card on-ramp B session, the only one its pay page tells',
    sql: `
      alter table onramp_b_sessions add column opener_origin text;
    `,
  },
]

/** Applies every migration not yet recorded, each in its own transaction, in order. */
export async function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): Promise<number[]> {
  await db.exec(
    'create table if not exists schema_migrations (version integer primary key, name text not null, applied_at bigint not null)',
  )
  const done = new Set(
    (await db.query<{ version: number }>('select version from schema_migrations')).map((row) => Number(row.version)),
  )
  const applied: number[] = []
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement)
      await tx.query('insert into schema_migrations (version, name, applied_at) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        Date.now(),
      ])
    })
    applied.push(migration.version)
  }
  return applied
}

// Extended-protocol queries take one statement each; our migrations hold no string literal with ';'.
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
}
