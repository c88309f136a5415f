// /deck without an id: the spec's missing-id message.
import { NotFound } from '../../components/NotFound.tsx';

export default function Page() {
  return <NotFound message="デッキIDが指定されていません" />;
}
