import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api';
import { useGoalActions } from '../members-api';

/** The failure wording of one page (the classic journal and the Journey page word them differently). */
export interface GoalFailureText {
  /** Toast title and description when setting (or archiving and setting) fails. */
  set: { title: string; fallback: string };
  archiveAndSet: { title: string; fallback: string };
  archive: { title: string; fallback: string };
  update: { title: string; fallback: string };
}

/** Classic journal and Insights Guide: 'Failed to save goal', 'Failed to archive goal', 'Failed to update goal'. */
export const JOURNAL_GOAL_FAILURES: GoalFailureText = {
  set: { title: 'Failed to save goal', fallback: 'Please try again.' },
  archiveAndSet: { title: 'Failed to archive goal', fallback: 'Please try again.' },
  archive: { title: 'Failed to archive goal', fallback: 'Please try again.' },
  update: { title: 'Failed to update goal', fallback: 'Please try again.' },
};

/** Journey page: the server's message, else 'Failed to set goal. Please try again.' */
export const JOURNEY_GOAL_FAILURES: GoalFailureText = {
  set: { title: 'Error', fallback: 'Failed to set goal. Please try again.' },
  archiveAndSet: { title: 'Error', fallback: 'Failed to set goal. Please try again.' },
  archive: { title: 'Failed to archive goal', fallback: 'Please try again.' },
  update: { title: 'Failed to update goal', fallback: 'Please try again.' },
};

function fail(text: { title: string; fallback: string }, error: unknown): false {
  toast({ title: text.title, description: errorMessage(error, text.fallback), variant: 'destructive' });
  return false;
}

/** Goal calls wrapped with this page's success and failure toasts; each resolves true on success. */
export function useGoalHandlers(failures: GoalFailureText) {
  const actions = useGoalActions();
  return {
    pending:
      actions.setGoal.isPending || actions.archiveAndSet.isPending || actions.archive.isPending || actions.update.isPending,
    async setGoal(goal: string): Promise<boolean> {
      try {
        await actions.setGoal.mutateAsync(goal);
        toast({ title: 'Goal Set', description: 'This is now your Current Goal.' });
        return true;
      } catch (error) {
        return fail(failures.set, error);
      }
    },
    async archiveAndSet(newGoal: string): Promise<boolean> {
      try {
        await actions.archiveAndSet.mutateAsync(newGoal);
        toast({ title: 'New Goal Set', description: 'Your previous goal is in your goal history.' });
        return true;
      } catch (error) {
        return fail(failures.archiveAndSet, error);
      }
    },
    async archive(id: number): Promise<boolean> {
      try {
        await actions.archive.mutateAsync(id);
        toast({ title: 'Goal Archived', description: 'You will find it in your goal history.' });
        return true;
      } catch (error) {
        return fail(failures.archive, error);
      }
    },
    async update(id: number, goal: string): Promise<boolean> {
      try {
        await actions.update.mutateAsync({ id, goal });
        toast({ title: 'Goal Updated', description: 'Your goal has been changed.' });
        return true;
      } catch (error) {
        return fail(failures.update, error);
      }
    },
  };
}
