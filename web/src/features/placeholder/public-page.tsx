import { PublicPlaceholderPage } from './placeholder-page';

export default function PublicPage({ title }: { title: string }) {
  return <PublicPlaceholderPage title={title} />;
}
