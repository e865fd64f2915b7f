import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCallback, fromPromise } from 'xstate';
import { meetingListMachine } from '../../../../src/machines/meetings/meeting-list/meeting-list.machine.ts';
import type { Seller } from '../../../../src/machines/meetings/meeting-list/actors.ts';
import type { Meeting } from '../../../../src/api-contract/meeting.ts';
import { meetingFixture, pageOf, sellerViewer } from '../../../model/meetings/meeting-list.fixtures.ts';
import { allCompanyFeatures } from '../../../../src/api-contract/company-features.ts';
import { CompanyFeaturesProvider } from '../../../../src/views/contexts/company-features.tsx';
import { AddMeetingContext, MeetingListContext } from '../../../../src/views/contexts/meeting-list.ts';
import { MeetingPickerContext } from '../../../../src/views/meetings/meeting-list/meeting-picker-context.ts';
import { MeetingsScreen } from '../../../../src/views/meetings/meeting-list/MeetingsScreen.tsx';
import { renderView } from '../support/render-app.tsx';

// jsdom lays nothing out: the list's scroller gets a height, so the virtual list draws its rows.
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.testid === 'meeting-list-scroller' ? 800 : 0;
    },
  });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

const meeting = meetingFixture('m-1', { title: 'Descoberta com a Transportadora' });

function renderList(chat: boolean) {
  const logic = meetingListMachine.provide({
    actors: {
      fetchPage: fromPromise(async () => pageOf([meeting])),
      readCache: fromCallback(({ sendBack }) => sendBack({ type: 'cache.miss' })),
      refreshMeetings: fromPromise<Meeting[], { ids: string[] }>(() => new Promise(() => {})),
      loadSellers: fromPromise(async () => [] as Seller[]),
      watchMeetingChanges: fromCallback(() => () => {}),
    },
  });
  const viewer = sellerViewer;
  renderView(
    <CompanyFeaturesProvider value={{ ...allCompanyFeatures, chat }}>
      <MeetingListContext.Provider logic={logic} options={{ input: { viewer } }}>
        <AddMeetingContext.Provider>
          <MeetingPickerContext.Provider options={{ input: { viewerId: viewer.id } }}>
            <MeetingsScreen title="Reuniões" />
          </MeetingPickerContext.Provider>
        </AddMeetingContext.Provider>
      </MeetingListContext.Provider>
    </CompanyFeaturesProvider>,
  );
}

describe('pages follow the company features', { timeout: 20_000 }, () => {
  it('with the chat on, meetings can be picked to ask the AI about', async () => {
    renderList(true);
    await screen.findByRole('link', { name: meeting.title });
    const list = screen.getByRole('list', { name: 'Suas reuniões' });
    expect(within(list).getByRole('checkbox', { name: `Selecionar ${meeting.title}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Perguntar à IA' })).toBeTruthy();
  });

  it('with the chat off, nothing offers it', async () => {
    renderList(false);
    await screen.findByRole('link', { name: meeting.title });
    const list = screen.getByRole('list', { name: 'Suas reuniões' });
    expect(within(list).queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Perguntar à IA' })).toBeNull();
  });
});
