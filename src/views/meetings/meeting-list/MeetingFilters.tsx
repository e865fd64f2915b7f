import styled from '@emotion/styled';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pathTo, withQuery } from '../../../domain/route-paths.ts';
import { controlStyle, Select } from '../../components/Select.tsx';
import type { MeetingListFilters } from '../../../machines/meetings/meeting-list/filters.ts';
import {
  selectCanFilterBySeller,
  selectFilters,
  selectHasActiveFilters,
  selectSellers,
  selectSellersFailure,
  selectTeams,
} from '../../../machines/meetings/meeting-list/selectors.ts';
import { meetingTypeSchema } from '../../../api-contract/meeting.ts';
import { statusGroups, type StatusGroup } from '../../../domain/bot-lifecycle.ts';
import { Button } from '../../components/Button.tsx';
import { MeetingListContext } from '../../contexts/meeting-list.ts';
import { belowMdQuery } from '../../../theme/layout-sizes.ts';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { clearedFilters } from './meeting-view.ts';
import { DateFilter } from './DateFilter.tsx';

// Rendered as <search> through `as`: emotion's styled has no factory for the newer element.
const Bar = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: 12,
  alignItems: 'end',
  marginBottom: 16,
});

const Label = styled.label(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontSize: 13,
  fontWeight: 600,
  color: theme.colors.text,
}));

const Input = styled.input(controlStyle);

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {label}
      {children(id)}
    </Label>
  );
}

const isGroup = (value: string): value is StatusGroup => (statusGroups as readonly string[]).includes(value);

/**
 * The status filter's value: a group, or one detailed status (an address may ask for it) offered as its own
 * choice so the filter never hides what narrows the list.
 */
const statusChoice = (filters: MeetingListFilters) =>
  filters.statusGroup ?? (filters.status ? `status:${filters.status}` : '');

/**
 * Search, status, type and period for everyone; seller and team only for team leaders and administrators.
 * Each change goes to the list machine, which debounces the search and refetches from the first page.
 */
export function MeetingFilters() {
  const { t } = useTranslation();
  const list = MeetingListContext.useActorRef();
  const filters = MeetingListContext.useSelector(selectFilters);
  const hasActiveFilters = MeetingListContext.useSelector(selectHasActiveFilters);
  const canFilterBySeller = MeetingListContext.useSelector(selectCanFilterBySeller);
  const teams = MeetingListContext.useSelector(selectTeams);
  const sellers = MeetingListContext.useSelector(selectSellers);
  const sellersError = MeetingListContext.useSelector(selectSellersFailure);
  const change = (patch: MeetingListFilters) => list.send({ type: 'filters.change', filters: patch });
  const orUnset = (value: string) => (value === '' ? undefined : value);
  // On a phone the seven filters would fill the whole first screen: they wait behind one button. Showing
  // them is presentation only (like the navigation drawer): local state. On a wide screen there is no
  // button at all, not even a hidden one (the list's DOM budget, bench:list).
  const narrow = useMediaQuery(belowMdQuery);
  const [open, setOpen] = useState(false);
  const barId = useId();

  return (
    <>
      {narrow && (
        <Button
          variant="secondary"
          css={{ marginBottom: 12 }}
          aria-expanded={open}
          aria-controls={barId}
          onClick={() => setOpen(!open)}
        >
          {t(hasActiveFilters ? 'meetings:filters.toggleActive' : 'meetings:filters.label')}
        </Button>
      )}
      <Bar
        as="search"
        id={barId}
        aria-label={t('meetings:filters.label')}
        css={narrow && !open ? { display: 'none' } : undefined}
      >
        <Field label={t('meetings:filters.search')}>
          {(id) => (
            <Input
              id={id}
              type="search"
              placeholder={t('meetings:filters.searchPlaceholder')}
              value={filters.query ?? ''}
              onChange={(event) => change({ query: event.target.value })}
            />
          )}
        </Field>
        {filters.query?.trim() && (
          // The list searches titles and participants; what was said is searched on its own page (issue 29).
          <Link
            href={withQuery(pathTo('/search'), { q: filters.query.trim() })}
            css={{ alignSelf: 'center', overflowWrap: 'anywhere' }}
          >
            {t('meetings:filters.searchConversations', { query: filters.query.trim() })}
          </Link>
        )}
        <Field label={t('meetings:filters.status')}>
          {(id) => (
            <Select
              id={id}
              value={statusChoice(filters)}
              onChange={(event) => {
                const value = event.target.value;
                if (value.startsWith('status:')) return;
                change({ statusGroup: isGroup(value) ? value : undefined, status: undefined });
              }}
            >
              <option value="">{t('meetings:filters.any')}</option>
              {statusGroups.map((group) => (
                <option key={group} value={group}>
                  {t(`meetings:filters.statusGroups.${group}`)}
                </option>
              ))}
              {filters.status && (
                <option value={`status:${filters.status}`}>{t(`statuses:${filters.status}`)}</option>
              )}
            </Select>
          )}
        </Field>
        <Field label={t('meetings:filters.type')}>
          {(id) => (
            <Select
              id={id}
              value={filters.meetingType ?? ''}
              onChange={(event) => {
                const parsed = meetingTypeSchema.safeParse(event.target.value);
                change({ meetingType: parsed.success ? parsed.data : undefined });
              }}
            >
              <option value="">{t('meetings:filters.anyType')}</option>
              {meetingTypeSchema.options.map((type) => (
                <option key={type} value={type}>
                  {t(`meetings:types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {canFilterBySeller && (
          <>
            <Field label={t('meetings:filters.team')}>
              {(id) => (
                <Select
                  id={id}
                  value={filters.teamId ?? ''}
                  onChange={(event) => change({ teamId: orUnset(event.target.value) })}
                >
                  <option value="">{t('meetings:filters.anyTeam')}</option>
                  {teams.map((team) => (
                    <option key={team.id} value={team.id}>
                      {team.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('meetings:filters.seller')}>
              {(id) => (
                <Select
                  id={id}
                  value={filters.userId ?? ''}
                  onChange={(event) => change({ userId: orUnset(event.target.value) })}
                >
                  <option value="">{t('meetings:filters.anySeller')}</option>
                  {sellers.map((seller) => (
                    <option key={seller.userId} value={seller.userId}>
                      {seller.name}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </>
        )}
        <DateFilter
          label={t('meetings:filters.startDate')}
          value={filters.startDate}
          onChange={(startDate) => change({ startDate })}
        />
        <DateFilter
          label={t('meetings:filters.endDate')}
          value={filters.endDate}
          onChange={(endDate) => change({ endDate })}
        />
        {hasActiveFilters && (
          <Button variant="ghost" onClick={() => change(clearedFilters)}>
            {t('meetings:filters.clear')}
          </Button>
        )}
        {sellersError && <p role="alert">{t('meetings:filters.sellersFailed')}</p>}
      </Bar>
    </>
  );
}
