/** The seeded demo accounts (README). */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@123' },
  acme: { username: 'acme', password: 'Acme@1234' },
  acmeOps: { username: 'acme-ops', password: 'AcmeOps@123' },
  globex: { username: 'globex', password: 'Globex@123' },
  agency: { username: 'agency', password: 'Agency@123' },
} as const;
