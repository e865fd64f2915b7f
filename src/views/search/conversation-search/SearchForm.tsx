import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { pathTo, withQuery } from '../../../domain/route-paths.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { searchFormSchema } from './search-form-schema.ts';

/** The search box: a search is its address (/search?q=), so searching again is going there; Back returns. */
export function SearchForm({ query }: { query: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(searchFormSchema), defaultValues: { q: query } });
  const submit = handleSubmit(({ q }) => navigate(withQuery(pathTo('/search'), { q })));
  const error = errors.q?.message;
  return (
    <form
      onSubmit={submit}
      noValidate
      css={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 12, alignItems: 'end' }}
    >
      <TextField
        type="search"
        label={t('search:field')}
        placeholder={t('search:placeholder')}
        maxLength={200}
        error={error ? t(error) : undefined}
        {...register('q')}
      />
      <Button type="submit" css={error ? { alignSelf: 'center' } : undefined}>
        {t('search:submit')}
      </Button>
    </form>
  );
}
