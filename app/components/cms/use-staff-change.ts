// A staff tool's change, told when it lands: a toast says what happened and the page's data reloads.
import { useState } from "react";
import { useRevalidator } from "react-router";
import { apiFetch } from "../../lib/api-client";
import { failureMessage } from "../../lib/request-feedback";
import { useToast } from "../ui/toast";

export function useStaffChange() {
  const revalidator = useRevalidator();
  const toast = useToast();
  const [isSending, setSending] = useState(false);

  /** After a change has landed (a dialog's form): says so and reloads the page's data. */
  async function announce(message: string): Promise<void> {
    toast.show(message);
    await revalidator.revalidate();
  }

  /** Sends one change from a button: announced when it lands, its failure in an error toast. */
  async function send(path: string, init: Parameters<typeof apiFetch>[1], done: string): Promise<void> {
    setSending(true);
    try {
      await apiFetch(path, init);
      await announce(done);
    } catch (error) {
      toast.show(failureMessage(error), "error");
    } finally {
      setSending(false);
    }
  }

  return { isSending, send, announce };
}
