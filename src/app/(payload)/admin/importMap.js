import { CampaignResults as CampaignResults_8d6665abc299d61d8840c31bc4458c81 } from '../../../modules/personalisation/admin/CampaignResults'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/modules/personalisation/admin/CampaignResults#CampaignResults": CampaignResults_8d6665abc299d61d8840c31bc4458c81,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
