import type { Role } from '../../src/contract';
import type { EnterpriseFunction } from '../../src/contract/accounts/enterprise';

/** Who is calling: everything a handler may trust, all of it read from the token (docs/security.md). */
export interface Session {
  tokenHash: string;
  accountId: string;
  username: string;
  realName: string;
  role: Role;
  enterpriseId: string | null;
  enterpriseName: string | null;
  enterprisePrefix: string | null;
  homePath: string | null;
  permits: string[];
  /** The account's default for the advanced-config flag. */
  showAdvancedConfig?: boolean;
  /** A partner token is accepted from its key's origins only. */
  partnerOrigins?: readonly string[];
  /** The key a partner token was exchanged for: such a session manages no keys, accounts or origins. */
  partnerKeyId?: string;
  /** The enterprise's functions (absent for platform accounts): its switched-off screens' codes are not in `permits`. */
  enterpriseFunctions?: readonly EnterpriseFunction[];
}
