import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/PageHeader.tsx';
import { AddMeetingButton } from './add-meeting/AddMeetingButton.tsx';
import { AskAcrossDialog } from './AskAcrossDialog.tsx';
import { MeetingFilters } from './MeetingFilters.tsx';
import { MeetingList } from './MeetingList.tsx';

const Header = styled.header({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
  marginBottom: 20,
  '& h1': { margin: 0 },
});

const Actions = styled.div({ display: 'flex', flexWrap: 'wrap', gap: 8 });

type MeetingsScreenProps = {
  title: string;
  /** More header actions (the recording upload). */
  actions?: ReactNode;
  /** What waits for the person above the list (uploads a closed tab left unfinished). */
  notices?: ReactNode;
};

/** /meetings inside the page's running actors (list, add meeting, upload): header actions, filters, the list. */
export function MeetingsScreen({ title, actions, notices }: MeetingsScreenProps) {
  return (
    <>
      <Header>
        <PageTitle>{title}</PageTitle>
        <Actions>
          {actions}
          <AddMeetingButton />
        </Actions>
      </Header>
      {notices}
      <MeetingFilters />
      <MeetingList />
      <AskAcrossDialog />
    </>
  );
}
