import { Button, type ButtonProps } from '@chakra-ui/react';

/** 'Carregar mais' under a paged list: shown while a next page exists, spinning while it loads. */
export function LoadMoreButton({
  hasMore,
  loading,
  onLoad,
  ...props
}: { hasMore: boolean; loading: boolean; onLoad: () => void } & Omit<ButtonProps, 'onClick' | 'loading'>) {
  if (!hasMore) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      alignSelf="center"
      loading={loading}
      loadingText="Carregando…"
      onClick={onLoad}
      {...props}
    >
      Carregar mais
    </Button>
  );
}
