import { Modal } from '@/components/modal';

/** The legal licence image (its own chunk: most visitors never open it). */
export default function LicenceModal({ name, imageUrl, onClose }: { name: string; imageUrl: string; onClose: () => void }) {
  return (
    <Modal title={name} onClose={onClose} size="md">
      <img className="licence-image" src={imageUrl} alt={name} width={560} height={360} />
    </Modal>
  );
}
