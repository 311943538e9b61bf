import { EntityManager } from '@mikro-orm/core';
import { FutureProduct } from '../../waitlist/entities/future-product.entity';
import { SeedCount, upsertByKey } from './seed.util';

const FUTURE_PRODUCT_SEEDS = [
  {
    code: 'certified-translation',
    label: 'Certified Translation',
    labelFr: 'Traduction certifiée',
    description:
      'A professional translator reviews the machine translation and certifies it for official use: immigration, courts, universities.',
    descriptionFr:
      'Un traducteur professionnel révise la traduction automatique et la certifie pour un usage officiel : immigration, tribunaux, universités.',
  },
  {
    code: 'office-documents',
    label: 'Word and PowerPoint Documents',
    labelFr: 'Documents Word et PowerPoint',
    description: 'Translate .docx and .pptx files directly, keeping their layout, without converting them to PDF first.',
    descriptionFr: 'Traduisez directement vos fichiers .docx et .pptx en conservant leur mise en page, sans les convertir en PDF.',
  },
  {
    code: 'team-subscription',
    label: 'Team Subscription',
    labelFr: "Abonnement d'équipe",
    description: 'A monthly page allowance shared by your whole team, with a single invoice and usage reports.',
    descriptionFr: "Un forfait mensuel de pages partagé par toute votre équipe, avec une seule facture et des rapports d'utilisation.",
  },
];

export async function seedFutureProducts(em: EntityManager): Promise<SeedCount> {
  return upsertByKey(em, FutureProduct, {
    rows: FUTURE_PRODUCT_SEEDS.map((p) => ({ ...p, isActive: true })),
    existing: await em.find(FutureProduct, {}),
    key: (p) => String(p.code),
    conflictFields: ['code'],
    mergeFields: ['label', 'labelFr', 'description', 'descriptionFr'],
  });
}
