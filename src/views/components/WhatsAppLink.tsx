import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';

const FloatingLink = styled.a({
  position: 'fixed',
  // Bottom right in either text direction, as the spec places it.
  right: 24,
  bottom: 24,
  zIndex: 50,
  width: 56,
  height: 56,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: '50%',
  background: '#25d366',
  color: '#ffffff',
  boxShadow: '0 6px 16px rgb(0 0 0 / 20%)',
  transition: 'transform 120ms ease',
  '&:hover': { transform: 'scale(1.06)' },
  '&:focus-visible': { outline: '3px solid #128c7e', outlineOffset: 3 },
  // On a phone it is smaller and closer to the corner, so it hides less of the row scrolling under it.
  '@media (max-width: 480px)': {
    right: 12,
    bottom: 12,
    width: 44,
    height: 44,
    svg: { width: 22, height: 22 },
  },
});

/** The floating chat link of spec section 1, at the bottom right of every page. */
export function WhatsAppLink({ number }: { number: string }) {
  const { t } = useTranslation();
  return (
    <FloatingLink
      href={`https://wa.me/${encodeURIComponent(number)}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('common:whatsapp')}
    >
      <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1-.7.8-.8 1-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3a.5.5 0 0 0 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 2.9 2.9 0 0 0-.9 2.2 5 5 0 0 0 1 2.7 11.5 11.5 0 0 0 4.5 3.9c1.7.7 2.3.8 3.1.6a2.7 2.7 0 0 0 1.8-1.2 2.2 2.2 0 0 0 .1-1.3c0-.1-.2-.2-.4-.3Z" />
      </svg>
    </FloatingLink>
  );
}
