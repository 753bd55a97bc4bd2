// State shared by the sign-up steps: the stored draft, the password held in memory only, and the
// server's field errors on their way back to the step that asks for the field.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { FieldErrors } from "../../lib/field-errors";
import {
  clearSignUpDraft,
  saveSignUpDraft,
  signUpDraftSchema,
  storeSignUpReturnUrl,
  useSignUpDraft,
  type SignUpDraft,
} from "./sign-up-draft";
import { readSocialUsername, usePendingSocialSignUp } from "./social-sign-up-store";
import { ACCOUNT_STEP, type AccountStepValues, type OptionsStepValues } from "./sign-up-steps";

const PASSWORD_FORGOTTEN_NOTICE =
  "For your security, your password isn't kept when the page reloads. Please enter it again to continue.";

interface SignUpFlow {
  /** Null until the browser has read session storage. */
  draft: SignUpDraft | null;
  password: string | null;
  /** True once the account exists; the steps then stop sending visitors back to step 1. */
  hasFinished: boolean;
  serverErrors: FieldErrors;
  notice: string | null;
  saveAccount: (values: AccountStepValues) => void;
  saveOptions: (values: OptionsStepValues) => void;
  showServerErrors: (errors: FieldErrors) => void;
  clearServerErrors: () => void;
  remindAboutPassword: () => void;
  /** Forgets everything once the account exists. */
  finish: () => void;
}

const SignUpFlowContext = createContext<SignUpFlow | null>(null);

export function SignUpFlowProvider({ children }: { children: ReactNode }) {
  const draft = useSignUpDraft();
  const [password, setPassword] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [hasFinished, setFinished] = useState(false);
  const [searchParams] = useSearchParams();

  // A page that needs an account (a list invitation) links here with the address it was sent to
  // and where to come back: /sign-up?email={address}&return_url={path}.
  useEffect(() => {
    const email = signUpDraftSchema.shape.email.safeParse(searchParams.get("email"));
    if (email.success && email.data) saveSignUpDraft({ email: email.data });
    const returnUrl = searchParams.get("return_url");
    if (returnUrl) storeSignUpReturnUrl(returnUrl);
  }, [searchParams]);

  // A pending social sign-up (spec §2.10) pre-fills what the provider told us, where the visitor has not answered.
  const pendingSocial = usePendingSocialSignUp();
  useEffect(() => {
    if (!draft || !pendingSocial || pendingSocial.account_exists) return;
    const name = draft.name ? null : (pendingSocial.name ?? readSocialUsername());
    const email = draft.email ? null : pendingSocial.email;
    if (name || email) saveSignUpDraft({ ...(name && { name }), ...(email && { email }) });
  }, [draft, pendingSocial]);

  const saveAccount = useCallback(({ name, email, password: chosenPassword }: AccountStepValues) => {
    saveSignUpDraft({ name, email });
    setPassword(chosenPassword);
    setNotice(null);
  }, []);

  const saveOptions = useCallback((answers: OptionsStepValues) => saveSignUpDraft(answers), []);

  const clearServerErrors = useCallback(() => setServerErrors({}), []);

  const remindAboutPassword = useCallback(() => setNotice(PASSWORD_FORGOTTEN_NOTICE), []);

  const finish = useCallback(() => {
    setFinished(true);
    clearSignUpDraft();
    setPassword(null);
  }, []);

  const value = useMemo<SignUpFlow>(
    () => ({
      draft,
      password,
      hasFinished,
      serverErrors,
      notice,
      saveAccount,
      saveOptions,
      showServerErrors: setServerErrors,
      clearServerErrors,
      remindAboutPassword,
      finish,
    }),
    [
      draft,
      password,
      hasFinished,
      serverErrors,
      notice,
      saveAccount,
      saveOptions,
      clearServerErrors,
      remindAboutPassword,
      finish,
    ],
  );
  return <SignUpFlowContext.Provider value={value}>{children}</SignUpFlowContext.Provider>;
}

export function useSignUpFlow(): SignUpFlow {
  const flow = useContext(SignUpFlowContext);
  if (!flow) throw new Error("useSignUpFlow must be used inside SignUpFlowProvider");
  return flow;
}

/**
 * For the steps after the first: true once the account step is done in this page's memory.
 * Otherwise the visitor goes back to it, told why when only the password was lost to a reload.
 */
export function useAccountStepDone(): boolean {
  const { draft, password, hasFinished, remindAboutPassword } = useSignUpFlow();
  const navigate = useNavigate();
  const hasAccountAnswers = Boolean(draft?.name && draft.email);
  const isDone = hasAccountAnswers && password !== null;

  useEffect(() => {
    if (draft === null || isDone || hasFinished) return;
    if (hasAccountAnswers) remindAboutPassword();
    void navigate(ACCOUNT_STEP.path, { replace: true });
  }, [draft, isDone, hasFinished, hasAccountAnswers, remindAboutPassword, navigate]);

  return isDone;
}
