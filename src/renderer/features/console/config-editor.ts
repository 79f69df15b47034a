import { useState } from 'react';
import type { ConfigChange, ConsoleConfig } from '@shared/api/console-config';
import { isApiError } from '@/lib/envelope';
import { useConfigDiffMutation, useSaveConfigMutation } from './api-content';
import { checkDraft, serverConfigProblems, type ConfigProblems } from './config-check';
import { draftOf, type ConfigDraft } from './config-draft';
import { canonical, patchOf, readSections, SECTION_ORDER, type ConfigSections, type SectionKey } from './config-sections';

/** What the operator edits on: the configuration as loaded (its version and sections) and the forms. */
interface Editing {
  version: number;
  sections: ConfigSections;
  draft: ConfigDraft;
}

/** Every field path the forms show a problem under (server problems land on the nearest one). */
function knownPaths(draft: ConfigDraft): string[] {
  const paths = Object.entries(draft).flatMap(([section, value]) => (Array.isArray(value) ? [section] : Object.keys(value as object).map((key) => `${section}.${key}`)));
  const fields = draft.register.fields.flatMap((_f, i) => ['min', 'max', 'acceptedPattern'].map((key) => `register.fields.${i}.${key}`));
  const mirrors = draft.mirrors.flatMap((_m, i) => [`mirrors.${i}.domain`, `mirrors.${i}.priority`]);
  return [...paths, ...fields, ...mirrors];
}

export const sectionOfPath = (path: string): SectionKey | null => SECTION_ORDER.find((section) => path === section || path.startsWith(`${section}.`)) ?? null;

/**
 * The configuration screen's state: forms over the version they were loaded at, checked here,
 * reviewed as the server's diff, saved over that version (a conflict keeps the forms and asks to reload).
 */
export function useConfigEditor(token: string, decimals: number) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [problems, setProblems] = useState<ConfigProblems>({});
  const [review, setReview] = useState<{ changes: ConfigChange[]; patch: Record<string, unknown> } | null>(null);
  const [nothing, setNothing] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const [diff, diffState] = useConfigDiffMutation();
  const [save, saveState] = useSaveConfigMutation();

  /** Starts over from `config` (first load, after a save, after a reload); false if it cannot be edited here. */
  const load = (config: ConsoleConfig): boolean => {
    const sections = readSections(config.sections);
    setUnreadable(!sections);
    if (!sections) return false;
    setEditing({ version: config.version, sections, draft: draftOf(sections, decimals) });
    setProblems({});
    setNothing(false);
    return true;
  };

  const change = <K extends keyof ConfigDraft>(section: K, value: ConfigDraft[K]) => {
    if (!editing) return;
    setEditing({ ...editing, draft: { ...editing.draft, [section]: value } });
    setNothing(false);
    if (Object.keys(problems).some((path) => path.startsWith(`${section}.`))) setProblems(Object.fromEntries(Object.entries(problems).filter(([path]) => !path.startsWith(`${section}.`))));
  };

  const dirty = (section: SectionKey): boolean => Boolean(editing) && canonical(editing?.draft[section]) !== canonical(editing ? draftOf(editing.sections, decimals)[section] : null);

  /** Checks the forms, then asks the server what would change; answers the first section with a problem. */
  const startReview = async (): Promise<SectionKey | null> => {
    if (!editing) return null;
    const checked = checkDraft(editing.draft, editing.sections, decimals);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return sectionOfPath(Object.keys(checked.problems)[0] ?? '');
    }
    const patch = patchOf(editing.sections, checked.sections) as Record<string, unknown> | undefined;
    if (!patch) {
      setNothing(true);
      return null;
    }
    try {
      const answer = await diff({ token, patch }).unwrap();
      if (answer.changes.length === 0) setNothing(true);
      else setReview({ changes: answer.changes, patch });
      return null;
    } catch (failure) {
      const found = serverConfigProblems(isApiError(failure) ? failure.errors : undefined, knownPaths(editing.draft));
      setProblems(found);
      return sectionOfPath(Object.keys(found)[0] ?? '');
    }
  };

  /** Saves the reviewed change over the loaded version; answers whether it was saved. */
  const confirmSave = async (): Promise<boolean> => {
    if (!editing || !review) return false;
    try {
      const saved = await save({ token, version: editing.version, patch: review.patch }).unwrap();
      setReview(null);
      load(saved);
      return true;
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'validation_failed') {
        setReview(null);
        setProblems(serverConfigProblems(failure.errors, knownPaths(editing.draft)));
      }
      return false;
    }
  };

  const closeReview = () => {
    setReview(null);
    saveState.reset();
  };

  return { editing, problems, review, nothing, unreadable, dirty, load, change, startReview, confirmSave, closeReview, reviewing: diffState.isLoading, diffError: diffState.error, saving: saveState.isLoading, saveError: saveState.error };
}
