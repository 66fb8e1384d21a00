import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import type { UserRecord } from '@shared/api/users';
import { useProfileForm } from '../hooks/use-profile-form';
import { AccessTokens } from './access-tokens';
import { AccountActions } from './account-actions';
import { ProfileForm } from './profile-form';

/**
 * The Edit Profile dialog (docs/product.md, Signing in): the profile, the personal access tokens,
 * and the account itself (download, delete), each on a tab of its own, so none makes the dialog
 * taller than a phone.
 */
export function EditProfileDialog({ user, open, onOpenChange }: { user: UserRecord; open: boolean; onOpenChange(open: boolean): void }) {
  const profile = useProfileForm(user, open, () => onOpenChange(false));
  const [tab, setTab] = useState('profile');
  // The token list is fetched once the tab is first opened, then kept, with a new token's secret, until the dialog closes.
  const [tokensOpened, setTokensOpened] = useState(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit Profile">
      <Tabs.Root
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          if (next === 'tokens') setTokensOpened(true);
        }}
      >
        <Tabs.List className="tabs" aria-label="Profile, access tokens or account">
          <Tabs.Trigger value="profile" className="tab">
            Profile
          </Tabs.Trigger>
          <Tabs.Trigger value="tokens" className="tab">
            Access tokens
          </Tabs.Trigger>
          <Tabs.Trigger value="account" className="tab">
            Account
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileForm user={user} profile={profile} onCancel={() => onOpenChange(false)} />
        </Tabs.Content>
        <Tabs.Content value="tokens" forceMount hidden={tab !== 'tokens'}>
          {tokensOpened ? <AccessTokens /> : null}
        </Tabs.Content>
        <Tabs.Content value="account">
          <AccountActions user={user} onDeleted={() => onOpenChange(false)} />
        </Tabs.Content>
      </Tabs.Root>
    </Dialog>
  );
}
