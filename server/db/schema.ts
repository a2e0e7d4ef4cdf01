import type { Generated } from 'kysely';
import type { Role } from '../../src/contract';

/*
 * Table shapes of the query layer. Types are portable between SQLite and PostgreSQL: ids are text UUIDs,
 * times are integer milliseconds since the epoch (bigint; the pg pool parses int8 as number), flags are
 * integers 0/1.
 */

export interface EnterpriseTable {
  id: string;
  name: string;
  prefix: string;
  /** Expiry time in ms; null: no expiry. */
  expiry: number | null;
  status: 'active' | 'disabled';
  created_at: number;
  /* Migration 0014 (platform accounts). */
  contact: Generated<string>;
  phone: Generated<string>;
  /** JSON array of feature flags. */
  functions: Generated<string>;
  max_members: Generated<number>;
  max_extensions: Generated<number>;
  max_concurrent_calls: Generated<number>;
  max_groups: Generated<number>;
  agency_id: Generated<string | null>;
  updated_at: Generated<number>;
  /** Migration 0050: 1 for the seed's demo enterprises, the only ones the traffic simulator feeds. */
  demo: Generated<number>;
}

/** A reseller of enterprises (migration 0014), signed in with AGECNY accounts. */
interface AgencyTable {
  id: string;
  name: string;
  contact: string;
  phone: string;
  enterprise_quota: number;
  extension_quota: number;
  created_at: number;
  updated_at: number;
}

export interface AccountTable {
  id: string;
  username: string;
  password_hash: string;
  role: Role;
  enterprise_id: string | null;
  real_name: string;
  status: 'active' | 'disabled';
  home_path: string | null;
  failed_attempts: number;
  /** Start of the current window of failed sign-ins (ms); null when there is none. */
  failed_window_start: number | null;
  locked_until: number | null;
  created_at: number;
  updated_at: number;
  /** Mobile number for SMS sign-in and password reset (migration 0004); unique when set. */
  phone: Generated<string | null>;
  /** (migration 0035): 1 when the advanced-config flag defaults to on for this account. */
  show_advanced_config: Generated<number>;
  /** The agency of an AGECNY account (migration 0014). */
  agency_id: Generated<string | null>;
}

interface AccountPermitTable {
  account_id: string;
  permit_value: string;
}

interface SessionTable {
  token_hash: string;
  account_id: string;
  created_at: number;
  last_seen_at: number;
  /* Migration 0028 (partner tokens). */
  /** A hard end (ms) whatever the activity; null: only the idle limit. */
  expires_at: Generated<number | null>;
  /** JSON array: the only origins the token is accepted from (a partner key's); null: the usual rules. */
  partner_origins: Generated<string | null>;
  /** The partner key that exchanged this token (revoking the key ends it). */
  partner_key_id: Generated<string | null>;
}

interface LoginHistoryTable {
  id: Generated<number>;
  /** The account name as typed, also for unknown accounts. */
  account: string;
  enterprise_id: string | null;
  time: number;
  result: 'success' | 'failure';
  failure_reason: string | null;
  ip: string;
  user_agent: string;
  client_type: string;
}

interface OperationLogTable {
  id: Generated<number>;
  account: string;
  enterprise_id: string | null;
  time: number;
  action: string;
  target: string;
  detail: string;
  ip: string;
  result: 'success' | 'failure';
  /** The acting account's role at the time; '' before migration 0016 and for unknown accounts. */
  role: Generated<string>;
  /** The enterprise's name at the time; '' for platform operations. */
  enterprise_name: Generated<string>;
}

/** An SMS verification code (migration 0004): only its scrypt hash is kept. */
interface SmsCodeTable {
  id: string;
  phone: string;
  purpose: 'login' | 'register' | 'reset';
  code_hash: string;
  attempts: number;
  /** `active` until used, voided by too many wrong tries, or replaced by a newer code. */
  state: 'active' | 'used' | 'voided' | 'replaced';
  /** 1 when the gateway sent it; codes for numbers of no account are kept (rate limits) but not sent. */
  delivered: number;
  ip: string;
  created_at: number;
  expires_at: number;
}

/** A QR sign-in (migration 0004), kept by the SHA-256 of its id. */
export interface QrLoginTable {
  id_hash: string;
  /** Hash of the secret only the creating screen holds (0006); null on codes made before it. */
  poll_hash: string | null;
  /** `spent` once the confirmed sign-in was handed out. */
  status: 'waiting' | 'scanned' | 'confirmed' | 'cancelled' | 'spent';
  scanned_by: string | null;
  account_id: string | null;
  ip: string;
  user_agent: string;
  created_at: number;
  expires_at: number;
}

interface SettingTable {
  key: string;
  value: string;
}

/* Organisation resources (migration 0002; declared in src/contract/resources). */

interface DepartmentTable {
  id: string;
  enterprise_id: string;
  name: string;
  parent_id: string | null;
  sort_order: number;
  manager_id: string | null;
  description: string;
  created_at: number;
  updated_at: number;
}

interface MemberTable {
  id: string;
  enterprise_id: string;
  account: string;
  name: string;
  dept_id: string | null;
  app_role: string;
  extension_id: string | null;
  phone: string;
  email: string;
  device_model: string;
  imei: string;
  icon_id: string | null;
  status: string;
  remark: string;
  /** scrypt hash of the app password; null until one is set. */
  password_hash: string | null;
  created_at: number;
  updated_at: number;
}

interface ExtensionTable {
  id: string;
  enterprise_id: string;
  number: string;
  display_name: string;
  /** SIP secret. Kept readable: SIP digest authentication needs it (or a per-realm HA1), not a one-way hash. */
  password: string;
  caller_id_name: string;
  caller_id_number: string;
  max_registrations: number;
  recording_mode: string;
  forward_mode: string;
  forward_target: string;
  do_not_disturb: number;
  enabled: number;
  description: string;
  created_at: number;
  updated_at: number;
}

interface CallGroupTable {
  id: string;
  enterprise_id: string;
  name: string;
  number: string;
  type: string;
  strategy: string;
  timeout_seconds: number;
  priority: number;
  enabled: number;
  description: string;
  created_at: number;
  updated_at: number;
}

interface CallGroupMemberTable {
  call_group_id: string;
  member_id: string;
  position: number;
}

interface IconTable {
  id: string;
  enterprise_id: string;
  name: string;
  description: string;
  mime_type: string;
  size: number;
  file_name: string;
  /** File name under DATA_DIR/files/icons. */
  stored_name: string;
  created_at: number;
  updated_at: number;
}

interface BroadcastFileTable {
  id: string;
  enterprise_id: string;
  name: string;
  description: string;
  format: string;
  size: number;
  duration_ms: number;
  file_name: string;
  /** File name under DATA_DIR/files/broadcast. */
  stored_name: string;
  created_at: number;
  updated_at: number;
}

export interface Database {
  enterprises: EnterpriseTable;
  agencies: AgencyTable;
  accounts: AccountTable;
  account_permits: AccountPermitTable;
  sessions: SessionTable;
  login_history: LoginHistoryTable;
  operation_log: OperationLogTable;
  settings: SettingTable;
  sms_codes: SmsCodeTable;
  qr_logins: QrLoginTable;
  departments: DepartmentTable;
  members: MemberTable;
  extensions: ExtensionTable;
  call_groups: CallGroupTable;
  call_group_members: CallGroupMemberTable;
  icons: IconTable;
  broadcast_files: BroadcastFileTable;
  sign_in_throttles: SignInThrottleTable;
}

/** Failed sign-ins of one (account, client address) pair (server/security/signInThrottle.ts). */
interface SignInThrottleTable {
  account: string;
  ip: string;
  failures: number;
  /** Until when (epoch ms) this pair is answered "too many attempts"; also the time of its last failure. */
  blocked_until: number;
}
