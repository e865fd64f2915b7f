import styled from '@emotion/styled';

/** The actor tree beside the chosen actor; one above the other on a phone. */
export const Columns = styled.div({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'minmax(180px, 260px) minmax(0, 1fr)',
  '@media (max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
});
