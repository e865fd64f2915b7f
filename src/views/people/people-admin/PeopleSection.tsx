import { useTranslation } from 'react-i18next';
import {
  selectDialog,
  selectFailure,
  selectFilter,
  selectLoadFailed,
  selectLoading,
  selectNotice,
} from '../../../machines/people/people-admin/selectors.ts';
import { Alert } from '../../components/Alert.tsx';
import { useErrorText } from '../../components/AppErrorText.tsx';
import { Button } from '../../components/Button.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { LiveStatus } from '../../components/LiveStatus.tsx';
import styled from '@emotion/styled';
import { controlStyle, Select } from '../../components/Select.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { CancelInviteDialog } from './CancelInviteDialog.tsx';
import { DeactivateDialog } from './DeactivateDialog.tsx';
import { InviteDialog } from './InviteDialog.tsx';
import { MoveMeetingsDialog } from './MoveMeetingsDialog.tsx';
import { PeopleAdminContext } from './people-admin-context.ts';
import { PeopleTable } from './PeopleTable.tsx';
import { personStatuses } from './person-labels.ts';
import { SectionHeader, sectionCss } from '../../components/SectionHeader.tsx';

/** "Pessoas": the company's people, their filter and search, the invitation and each row's actions. */
export function PeopleSection() {
  return (
    <PeopleAdminContext.Provider>
      <PeopleScreen />
    </PeopleAdminContext.Provider>
  );
}

const SearchInput = styled.input(controlStyle);

/** The section's content, inside its actor's Provider (the view test gives it its own logic). */
export function PeopleScreen() {
  const { t } = useTranslation();
  const actor = PeopleAdminContext.useActorRef();
  const loading = PeopleAdminContext.useSelector(selectLoading);
  const failed = PeopleAdminContext.useSelector(selectLoadFailed);
  const failure = PeopleAdminContext.useSelector(selectFailure);
  const notice = PeopleAdminContext.useSelector(selectNotice);
  const dialog = PeopleAdminContext.useSelector(selectDialog);
  const errorText = useErrorText();
  return (
    <section aria-labelledby="people-title" css={sectionCss}>
      <SectionHeader id="people-title" title={t('people:people.title')}>
        {!loading && !failed && (
          <Button onClick={() => actor.send({ type: 'invite.open' })}>{t('people:people.invite')}</Button>
        )}
      </SectionHeader>
      <LiveStatus text={notice && t(`people:people.notice.${notice.kind}`, notice)} />
      {failed ? (
        <ErrorState
          title={t('people:people.loadFailed')}
          description={failure ? errorText(failure) : ''}
          retryLabel={t('common:retry')}
          onRetry={() => actor.send({ type: 'people.retry' })}
        />
      ) : loading ? (
        <output css={{ display: 'flex', alignItems: 'center', gap: 10 }}>
          <Spinner aria-hidden size={16} />
          {t('people:people.loading')}
        </output>
      ) : (
        <>
          <PeopleFilter />
          {failure && <Alert role="alert">{errorText(failure)}</Alert>}
          <PeopleTable />
        </>
      )}
      {dialog === 'invite' && <InviteDialog />}
      {dialog === 'cancel' && <CancelInviteDialog />}
      {dialog === 'deactivate' && <DeactivateDialog />}
      {dialog === 'move' && <MoveMeetingsDialog />}
    </section>
  );
}

function PeopleFilter() {
  const { t } = useTranslation();
  const actor = PeopleAdminContext.useActorRef();
  const filter = PeopleAdminContext.useSelector(selectFilter);
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}>
      <label css={{ display: 'grid', gap: 4, fontSize: 14, fontWeight: 600 }}>
        {t('people:people.statusFilter')}
        <Select
          value={filter.status}
          onChange={(event) =>
            actor.send({
              type: 'filter.status',
              status: personStatuses.find((status) => status === event.target.value) ?? 'all',
            })
          }
        >
          <option value="all">{t('people:people.allStatuses')}</option>
          {personStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`people:people.status.${status === 'invited' ? 'invitedNoDate' : status}`)}
            </option>
          ))}
        </Select>
      </label>
      <label css={{ display: 'grid', gap: 4, fontSize: 14, fontWeight: 600, flex: '1 1 240px' }}>
        {t('people:people.search')}
        <SearchInput
          type="search"
          value={filter.query}
          onChange={(event) => actor.send({ type: 'filter.query', query: event.target.value })}
        />
      </label>
    </div>
  );
}
