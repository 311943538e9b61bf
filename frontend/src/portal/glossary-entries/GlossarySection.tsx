import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreate, useDelete, useGetList, useUpdate } from 'react-admin';
import { useToast } from '@/components/toast/use-toast';
import { saveBlob } from '@/lib/save-file';
import { ApiError } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import {
  fetchGlossaryCsv,
  glossaryRowErrors,
  importGlossaryCsv,
  type GlossaryEntry,
  type GlossaryEntryInput,
  type GlossaryList,
  type GlossaryRowError,
} from './glossary-api';
import { Section } from '@/portal/components/Section';
import { errorReason } from '@/portal/utils/format';

export const GLOSSARY_CSV_FILENAME = 'glossary.csv';
const EMPTY: GlossaryEntryInput = { sourceLanguage: 'en', targetLanguage: 'fr', sourceTerm: '', targetTerm: '' };

/**
 * The organisation's glossary (issue 2.4): its terms per language pair, a form to add or change one, CSV import (bad
 * rows listed with their line and reason) and export. Every translation ordered by the organisation's users applies it.
 */
export function GlossarySection({ organizationId }: { organizationId: number }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [editing, setEditing] = useState<GlossaryEntry | null>(null);
  // Every entry of every language pair: the server answers the whole glossary (5,000 at most) in one call.
  const entries = useGetList<GlossaryEntry>('glossary-entries', { filter: { organizationId } }, { retry: false });
  const [deleteOne] = useDelete<GlossaryEntry>();
  const glossary: GlossaryList | null =
    entries.data && entries.total !== undefined
      ? { items: entries.data, total: entries.total, maxEntries: Number(entries.meta?.maxEntries) }
      : null;
  const loadError = entries.error ? (errorReason(entries.error) ?? t('portal.updateAccount.glossary.loadFailed')) : null;
  const reload = async () => {
    await entries.refetch();
  };

  const remove = async (entry: GlossaryEntry) => {
    try {
      await deleteOne('glossary-entries', { id: entry.id, previousData: entry, meta: { organizationId } }, { returnPromise: true });
      toast.success(t('portal.updateAccount.glossary.deleted', { term: entry.sourceTerm }));
      if (editing?.id === entry.id) setEditing(null);
      await reload();
    } catch (error) {
      toast.error(errorReason(error) ?? t('portal.updateAccount.glossary.saveFailed'));
    }
  };

  const count = glossary ? new Intl.NumberFormat(currentLanguage(i18n) === 'fr' ? 'fr-CA' : 'en-CA').format(glossary.total) : '';
  const max = glossary ? new Intl.NumberFormat(currentLanguage(i18n) === 'fr' ? 'fr-CA' : 'en-CA').format(glossary.maxEntries) : '';
  return (
    <Section
      id="account-glossary-title"
      title={t('portal.updateAccount.sections.glossary')}
      action={<ExportButton organizationId={organizationId} />}
    >
      <Typography variant="body2" color="text.secondary">
        {t('portal.updateAccount.glossary.description')}
      </Typography>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {glossary && (
        <Typography variant="body2" data-testid="glossary-count">
          {t('portal.updateAccount.glossary.count', { count: glossary.total, total: count, max })}
        </Typography>
      )}
      <EntryForm
        key={editing?.id ?? 'new'}
        organizationId={organizationId}
        entry={editing}
        onSaved={async () => {
          setEditing(null);
          await reload();
        }}
        onCancel={() => setEditing(null)}
      />
      <ImportForm organizationId={organizationId} onImported={() => reload()} />
      {glossary && glossary.items.length === 0 && (
        <Typography color="text.secondary">{t('portal.updateAccount.glossary.empty')}</Typography>
      )}
      {glossary && glossary.items.length > 0 && (
        <TableContainer sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader aria-label={t('portal.updateAccount.sections.glossary')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('portal.updateAccount.glossary.columns.pair')}</TableCell>
                <TableCell>{t('portal.updateAccount.glossary.columns.source')}</TableCell>
                <TableCell>{t('portal.updateAccount.glossary.columns.target')}</TableCell>
                <TableCell align="right">{t('portal.updateAccount.glossary.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {glossary.items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {entry.sourceLanguage} → {entry.targetLanguage}
                  </TableCell>
                  <TableCell>{entry.sourceTerm}</TableCell>
                  <TableCell>{entry.targetTerm}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('portal.updateAccount.glossary.edit', { term: entry.sourceTerm })}
                      onClick={() => setEditing(entry)}
                    >
                      <EditIcon />
                    </IconButton>
                    <IconButton
                      aria-label={t('portal.updateAccount.glossary.delete', { term: entry.sourceTerm })}
                      onClick={() => void remove(entry)}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Section>
  );
}

/** Adds a term, or changes `entry` when given. */
function EntryForm(props: { organizationId: number; entry: GlossaryEntry | null; onSaved: () => Promise<void>; onCancel: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState<GlossaryEntryInput>(props.entry ?? EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [create] = useCreate<GlossaryEntry>();
  const [update] = useUpdate<GlossaryEntry>();
  const field = (name: keyof GlossaryEntryInput) => ({
    id: `glossary-${name}`,
    label: t(`portal.updateAccount.glossary.fields.${name}`),
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
    required: true,
    size: 'small' as const,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      // Only the input's fields are sent (the server refuses others).
      const data: GlossaryEntryInput = {
        sourceLanguage: values.sourceLanguage,
        targetLanguage: values.targetLanguage,
        sourceTerm: values.sourceTerm,
        targetTerm: values.targetTerm,
      };
      const meta = { organizationId: props.organizationId };
      if (props.entry) {
        await update('glossary-entries', { id: props.entry.id, data, previousData: props.entry, meta }, { returnPromise: true });
      } else {
        await create('glossary-entries', { data, meta }, { returnPromise: true });
      }
      toast.success(
        t(props.entry ? 'portal.updateAccount.glossary.updated' : 'portal.updateAccount.glossary.added', {
          term: values.sourceTerm.trim(),
        }),
      );
      if (!props.entry) setValues({ ...values, sourceTerm: '', targetTerm: '' });
      await props.onSaved();
    } catch (err) {
      setError(errorReason(err) ?? t('portal.updateAccount.glossary.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => void submit(e)}
      aria-label={t(props.entry ? 'portal.updateAccount.glossary.editForm' : 'portal.updateAccount.glossary.addForm')}
      noValidate
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
        <TextField {...field('sourceLanguage')} sx={{ width: { md: 170 } }} slotProps={{ htmlInput: { maxLength: 8 } }} />
        <TextField {...field('targetLanguage')} sx={{ width: { md: 170 } }} slotProps={{ htmlInput: { maxLength: 8 } }} />
        <TextField {...field('sourceTerm')} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <TextField {...field('targetTerm')} sx={{ flex: 1 }} slotProps={{ htmlInput: { maxLength: 200 } }} />
        <Button type="submit" variant="contained" loading={saving} sx={{ whiteSpace: 'nowrap' }}>
          {t(props.entry ? 'portal.updateAccount.glossary.save' : 'portal.updateAccount.glossary.add')}
        </Button>
        {props.entry && <Button onClick={props.onCancel}>{t('portal.updateAccount.glossary.cancel')}</Button>}
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}

/** Imports a CSV file; a refused file shows why, row by row. */
function ImportForm({ organizationId, onImported }: { organizationId: number; onImported: () => Promise<void> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [replace, setReplace] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ detail: string; rows: GlossaryRowError[] } | null>(null);

  const importFile = async (file: File) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await importGlossaryCsv(organizationId, await file.text(), replace);
      toast.success(t('portal.updateAccount.glossary.imported', { ...answer }));
      await onImported();
    } catch (error) {
      const rows = error instanceof ApiError ? glossaryRowErrors(error.body) : [];
      setProblem({ detail: errorReason(error) ?? t('portal.updateAccount.glossary.importFailed'), rows });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} loading={busy} sx={{ whiteSpace: 'nowrap' }}>
          {t('portal.updateAccount.glossary.import')}
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            data-testid="glossary-import-input"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void importFile(file);
            }}
          />
        </Button>
        <FormControlLabel
          control={<Checkbox checked={replace} onChange={(e) => setReplace(e.target.checked)} />}
          label={t('portal.updateAccount.glossary.replace')}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('portal.updateAccount.glossary.csvHelp')}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert">
          <Typography variant="body2">{problem.detail}</Typography>
          {problem.rows.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {problem.rows.map((r) => (
                <li key={`${r.row}-${r.reason}`}>{t('portal.updateAccount.glossary.rowError', { row: r.row, reason: r.reason })}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </Stack>
  );
}

function ExportButton({ organizationId }: { organizationId: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [loading, setLoading] = useState(false);
  const exportCsv = async () => {
    setLoading(true);
    try {
      saveBlob(new Blob([await fetchGlossaryCsv(organizationId)], { type: 'text/csv;charset=utf-8' }), GLOSSARY_CSV_FILENAME);
    } catch {
      toast.error(t('portal.updateAccount.glossary.exportFailed'));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      loading={loading}
      onClick={() => void exportCsv()}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('portal.updateAccount.glossary.export')}
    </Button>
  );
}
