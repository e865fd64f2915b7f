/** pt-BR figures for the cards, the tables and the chart labels; '—' when there is nothing to show. */
const none = '—';

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

export const formatShare = (value: number | null): string => (value === null ? none : percent.format(value));
export const formatNumber = (value: number | null): string => (value === null ? none : decimal.format(value));

/** 'dd/mm' of a calendar date (YYYY-MM-DD), the label of a day or week bucket. */
export const formatDay = (date: string): string => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
