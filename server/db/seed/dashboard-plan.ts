import type { AccountKey } from './accounts.ts';
import type { ClientKey } from './clients.ts';
import { deliveries } from './delivery.ts';
import type { CallKind, PlannedMeeting } from './meeting-plan.ts';

/** Sellers whose calls fill each demo team's dashboard; Lucas (the shared e2e seller) keeps his nine. */
const sellersOf: Record<'comercial' | 'insideSales', AccountKey[]> = {
  comercial: ['fernanda', 'totpMfa', 'emailMfa', 'leader'],
  insideSales: ['joao', 'rafael', 'beatriz'],
};
/** The last two weeks (the week and the one it is compared with) have a call of every seller. */
const busyWeeks = 2;
const weeks = 13;
/** Days back into each quiet week that each team's one call falls on. */
const quietDayOf = { comercial: 2, insideSales: 4 } as const;

const clientKeys: ClientKey[] = ['bomPreco', 'rotaSul', 'vidaPlena', 'pietro', 'horizonte', 'sertao'];
const kinds: CallKind[] = ['descoberta', 'demonstracao', 'proposta', 'negociacao', 'followup'];
const platforms = ['google_meet', 'zoom', 'teams'] as const;
const times = ['09:00', '10:30', '14:00', '15:30', '17:00'] as const;
const colleaguesOf: Record<'comercial' | 'insideSales', [AccountKey, ...AccountKey[]]> = {
  comercial: ['leader', 'fernanda'],
  insideSales: ['beatriz', 'joao'],
};

/**
 * Each seller follows two of the customers, a call with the one, the next with the other: their calls with a
 * customer share a transcript, which the seed's AI works out once (server/providers/ai/remembering.ts).
 */
function clientOf(owner: AccountKey, call: number): ClientKey {
  const seller = Object.values(sellersOf).flat().indexOf(owner);
  return clientKeys[(seller * 2 + (call % 2)) % clientKeys.length]!;
}

const endsEarly = (owner: AccountKey, call: number) => {
  const every = deliveries[owner]?.endsEarlyEvery ?? 0;
  return every > 0 && call % every === every - 1;
};

/** When each of the team's history calls is: who, and how many days back. */
function callsOf(team: 'comercial' | 'insideSales'): { owner: AccountKey; daysAgo: number }[] {
  const sellers = sellersOf[team];
  const calls: { owner: AccountKey; daysAgo: number }[] = [];
  for (let week = 0; week < weeks; week += 1) {
    if (week < busyWeeks) {
      for (const [index, owner] of sellers.entries()) {
        calls.push({ owner, daysAgo: week * 7 + 1 + Math.floor((index * 6) / sellers.length) });
      }
    } else {
      calls.push({ owner: sellers[week % sellers.length]!, daysAgo: week * 7 + quietDayOf[team] });
    }
  }
  return calls;
}

/**
 * The dashboard's history (issue 12), finished calls of each demo team over the last 13 weeks (quarter):
 * one of every seller in each of the last two weeks, then one a week, over the sellers' customers, kinds of
 * call and platforms; one in six is internal and one in five an uploaded audio recording. Each is
 * transcribed with its owner's delivery (delivery.ts), so sellers differ on the coaching metrics. Appended
 * after the story meetings, so their ids stay as they are.
 */
export function dashboardHistory(): PlannedMeeting[] {
  return (['comercial', 'insideSales'] as const).flatMap((team) => {
    const seen = new Map<AccountKey, number>();
    return callsOf(team).map(({ owner, daysAgo }, n): PlannedMeeting => {
      const call = seen.get(owner) ?? 0;
      seen.set(owner, call + 1);
      const common = {
        owner,
        daysAgo,
        time: times[n % times.length]!,
        status: 'done' as const,
        platform: platforms[n % platforms.length]!,
        delivered: true as const,
        ...(n % 5 === 3 ? { format: 'AUDIO' as const } : {}),
        ...(endsEarly(owner, call) ? { endsEarly: true as const } : {}),
      };
      if (n % 6 === 5) {
        const colleagues = colleaguesOf[team].filter((key) => key !== owner);
        return {
          ...common,
          kind: 'internal',
          title: `Revisão de pipeline — ${team === 'comercial' ? 'Comercial' : 'Inside Sales'}`,
          colleagues: colleagues as [AccountKey, ...AccountKey[]],
        };
      }
      return { ...common, kind: kinds[n % kinds.length]!, client: clientOf(owner, call) };
    });
  });
}
