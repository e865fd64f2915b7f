import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { addMeetingMachine } from '../../../machines/add-meeting/add-meeting.machine.ts';
import { PageTitle } from '../../components/PageHeader.tsx';
import { AddMeetingButton } from './add-meeting/AddMeetingButton.tsx';
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
  /** The add-meeting logic; tests pass one whose request is replaced. */
  addMeetingLogic?: typeof addMeetingMachine;
};

/** /meetings inside a running meeting-list actor: header actions, filters, the list. */
export function MeetingsScreen({ title, actions, addMeetingLogic }: MeetingsScreenProps) {
  return (
    <>
      <Header>
        <PageTitle>{title}</PageTitle>
        <Actions>
          {actions}
          <AddMeetingButton logic={addMeetingLogic} />
        </Actions>
      </Header>
      <MeetingFilters />
      <MeetingList />
    </>
  );
}
