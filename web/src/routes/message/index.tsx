/** The message centre (/message/:type), for signed-in users only. */
import { RequireLogin } from '@/components/common/require-login';
import { MessagePage } from './message-page';

export default function MessageCentre() {
  return (
    <RequireLogin>
      <MessagePage />
    </RequireLogin>
  );
}
