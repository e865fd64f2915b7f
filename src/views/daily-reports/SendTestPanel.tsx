import { useTranslation } from 'react-i18next';
import {
  selectIsSendingTest,
  selectTestFailure,
  selectTestResult,
} from '../../machines/daily-reports/selectors.ts';
import { Alert } from '../components/Alert.tsx';
import { useErrorText } from '../components/AppErrorText.tsx';
import { Button } from '../components/Button.tsx';
import { Card } from '../components/Card.tsx';
import { ReportEditorContext } from './reports-context.ts';

/** "Enviar teste agora": today's report to the recipients at once, and what came of it. */
export function SendTestPanel() {
  const { t } = useTranslation();
  const actor = ReportEditorContext.useActorRef();
  const sending = ReportEditorContext.useSelector(selectIsSendingTest);
  const result = ReportEditorContext.useSelector(selectTestResult);
  const error = ReportEditorContext.useSelector(selectTestFailure);
  const errorText = useErrorText();
  const day = result ? result.day.split('-').toReversed().join('/') : '';
  return (
    <Card css={{ display: 'grid', gap: 12 }}>
      <h2 css={{ margin: 0, fontSize: 17 }}>{t('reports:test.title')}</h2>
      <p css={{ margin: 0, fontSize: 14 }}>{t('reports:test.help')}</p>
      <div>
        <Button variant="secondary" disabled={sending} onClick={() => actor.send({ type: 'test.send' })}>
          {sending ? t('reports:test.sending') : t('reports:test.send')}
        </Button>
      </div>
      <output css={{ overflowWrap: 'anywhere' }}>
        {result &&
          t('reports:test.sent', {
            count: result.meetingCount,
            recipients: result.recipients.join(', '),
            day,
          })}
      </output>
      {error && <Alert role="alert">{t('reports:test.failed', { message: errorText(error) })}</Alert>}
    </Card>
  );
}
