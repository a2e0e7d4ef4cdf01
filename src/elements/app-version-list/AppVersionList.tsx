import { observer } from 'mobx-react-lite';
import { useKitCore } from '../kit';
import { AdminVersions } from './AdminVersions';
import { EnterpriseVersions } from './EnterpriseVersions';

/** `<app-version-list>`: the platform's versions for ADMIN, the enterprise's view for the enterprise area. */
export const AppVersionList = observer(function AppVersionList() {
  const { store } = useKitCore();
  const role = store.user.userInfo?.roles[0]?.value;
  return role === 'ADMIN' ? <AdminVersions /> : <EnterpriseVersions />;
});
