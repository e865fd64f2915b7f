import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardFilters as Filters } from '../../machines/enablement/enablement-dashboard/filters.ts';
import {
  selectFilters,
  selectMembers,
  selectMembersFailed,
  selectRangeProblem,
  selectTeamId,
  selectTeams,
} from '../../machines/enablement/enablement-dashboard/selectors.ts';
import {
  meetingFormatFilterSchema,
  meetingTypeFilterSchema,
  timeFilterSchema,
} from '../../api-contract/enablement.ts';
import { Button } from '../components/Button.tsx';
import { controlStyle, Select } from '../components/Select.tsx';
import { EnablementDashboardContext } from './enablement-context.ts';

const Bar = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: 12,
  alignItems: 'end',
});

const Label = styled.label(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  fontSize: 13,
  fontWeight: 600,
  color: theme.colors.text,
}));

const DateInput = styled.input(controlStyle);

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Label htmlFor={id}>
      {label}
      {children(id)}
    </Label>
  );
}

/** Team, seller, format, type and period; a custom period asks for its two dates. */
export function DashboardFilters() {
  const { t } = useTranslation();
  const actor = EnablementDashboardContext.useActorRef();
  const teams = EnablementDashboardContext.useSelector(selectTeams);
  const teamId = EnablementDashboardContext.useSelector(selectTeamId);
  const members = EnablementDashboardContext.useSelector(selectMembers);
  const membersFailed = EnablementDashboardContext.useSelector(selectMembersFailed);
  const filters = EnablementDashboardContext.useSelector(selectFilters);
  const rangeProblem = EnablementDashboardContext.useSelector(selectRangeProblem);
  const rangeErrorId = useId();
  const change = (patch: Partial<Filters>) => actor.send({ type: 'filters.change', filters: patch });

  return (
    <search aria-label={t('enablement:filters.label')} css={{ display: 'grid', gap: 8 }}>
      <Bar>
        <Field label={t('enablement:filters.team')}>
          {(id) => (
            <Select
              id={id}
              value={teamId ?? ''}
              onChange={(event) => actor.send({ type: 'team.select', teamId: event.target.value })}
            >
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('enablement:filters.seller')}>
          {(id) => (
            <Select
              id={id}
              value={filters.userId}
              onChange={(event) => change({ userId: event.target.value })}
            >
              <option value="">{t('enablement:filters.anySeller')}</option>
              {members.map((member) => (
                <option key={member.userId} value={member.userId}>
                  {member.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('enablement:filters.format')}>
          {(id) => (
            <Select
              id={id}
              value={filters.meetingFormat}
              onChange={(event) =>
                change({ meetingFormat: meetingFormatFilterSchema.parse(event.target.value) })
              }
            >
              {meetingFormatFilterSchema.options.map((format) => (
                <option key={format} value={format}>
                  {t(`enablement:formats.${format}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('enablement:filters.type')}>
          {(id) => (
            <Select
              id={id}
              value={filters.meetingType}
              onChange={(event) => change({ meetingType: meetingTypeFilterSchema.parse(event.target.value) })}
            >
              {meetingTypeFilterSchema.options.map((type) => (
                <option key={type} value={type}>
                  {t(`enablement:types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('enablement:filters.period')}>
          {(id) => (
            <Select
              id={id}
              value={filters.period}
              onChange={(event) => change({ period: timeFilterSchema.parse(event.target.value) })}
            >
              {timeFilterSchema.options.map((period) => (
                <option key={period} value={period}>
                  {t(`enablement:periods.${period}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {filters.period === 'custom' && (
          <>
            <Field label={t('enablement:filters.startDate')}>
              {(id) => (
                <DateInput
                  id={id}
                  type="date"
                  value={filters.startDate}
                  aria-invalid={rangeProblem !== null}
                  aria-describedby={rangeProblem ? rangeErrorId : undefined}
                  onChange={(event) => change({ startDate: event.target.value })}
                />
              )}
            </Field>
            <Field label={t('enablement:filters.endDate')}>
              {(id) => (
                <DateInput
                  id={id}
                  type="date"
                  value={filters.endDate}
                  aria-invalid={rangeProblem !== null}
                  aria-describedby={rangeProblem ? rangeErrorId : undefined}
                  onChange={(event) => change({ endDate: event.target.value })}
                />
              )}
            </Field>
          </>
        )}
      </Bar>
      {rangeProblem && (
        <p id={rangeErrorId} role="alert" css={(theme) => ({ margin: 0, color: theme.colors.danger })}>
          {t(`enablement:filters.range.${rangeProblem}`)}
        </p>
      )}
      {membersFailed && (
        <p role="alert" css={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
          {t('enablement:filters.membersFailed')}
          <Button variant="secondary" onClick={() => actor.send({ type: 'members.retry' })}>
            {t('common:retry')}
          </Button>
        </p>
      )}
    </search>
  );
}
