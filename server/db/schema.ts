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
}

export interface AccountPermitTable {
  account_id: string;
  permit_value: string;
}

export interface SessionTable {
  token_hash: string;
  account_id: string;
  created_at: number;
  last_seen_at: number;
}

export interface LoginHistoryTable {
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

export interface OperationLogTable {
  id: Generated<number>;
  account: string;
  enterprise_id: string | null;
  time: number;
  action: string;
  target: string;
  detail: string;
  ip: string;
  result: 'success' | 'failure';
}

export interface SettingTable {
  key: string;
  value: string;
}

export interface Database {
  enterprises: EnterpriseTable;
  accounts: AccountTable;
  account_permits: AccountPermitTable;
  sessions: SessionTable;
  login_history: LoginHistoryTable;
  operation_log: OperationLogTable;
  settings: SettingTable;
}
