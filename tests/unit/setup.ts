import { configure } from '@testing-library/react';

// Pages are lazy chunks and their texts load on demand: on a loaded 2-core CI machine the first import of a
// page can take longer than Testing Library's default 1 s wait, which says nothing about the page.
configure({ asyncUtilTimeout: 5_000 });
