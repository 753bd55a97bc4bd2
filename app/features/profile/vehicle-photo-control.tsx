// A rig's photo in My Garage: add or replace it (it uploads as soon as it is chosen) or remove it.
// A refused file is explained under the control.
import { ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import type { Vehicle } from "../../../shared/contracts/garage.contract";
import { garageClient, vehicleName } from "../../components/garage/garage-client";
import { Button, buttonClassName } from "../../components/ui/button";
import { cx } from "../../components/ui/class-names";
import { useToast } from "../../components/ui/toast";
import { PHOTO_ACCEPT, photoFileProblem, photoUploadFailure } from "../../lib/photo-upload";

interface VehiclePhotoControlProps {
  vehicle: Vehicle;
  /** Reloads the garage after a change. */
  onChanged: () => Promise<void>;
}

export function VehiclePhotoControl({ vehicle, onChanged }: VehiclePhotoControlProps) {
  const id = useId();
  const toast = useToast();
  const [error, setError] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const name = vehicleName(vehicle);

  async function change(request: () => Promise<unknown>, done: string) {
    setError(undefined);
    setBusy(true);
    try {
      await request();
      await onChanged();
      toast.show(done);
    } catch (failure) {
      setError(photoUploadFailure(failure));
    } finally {
      setBusy(false);
    }
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    const problem = photoFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    const form = new FormData();
    form.append("photo", file);
    void change(() => garageClient.setVehiclePhoto(vehicle.id, form), `The photo of the ${name} is saved.`);
  }

  return (
    <div className="space-y-1">
      <div className="flex flex-wrap gap-2">
        <label
          className={cx(
            buttonClassName({ variant: "secondary", size: "sm" }),
            "cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-green-dark",
            isBusy && "pointer-events-none opacity-60",
          )}
        >
          {isBusy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <ImagePlus aria-hidden className="size-4" />}
          {vehicle.photo_file_name ? "Replace photo" : "Add a photo"}
          <span className="sr-only"> of the {name}</span>
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            disabled={isBusy}
            onChange={choose}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
            className="sr-only"
          />
        </label>
        {vehicle.photo_file_name && (
          <Button
            size="sm"
            variant="secondary"
            disabled={isBusy}
            onClick={() => void change(() => garageClient.removeVehiclePhoto(vehicle.id), `The photo of the ${name} is removed.`)}
          >
            <Trash2 aria-hidden className="size-4" />
            Remove photo <span className="sr-only">of the {name}</span>
          </Button>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-brand-red">
          {error}
        </p>
      )}
    </div>
  );
}
