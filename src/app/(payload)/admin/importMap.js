import { CampaignResults as CampaignResults_8d6665abc299d61d8840c31bc4458c81 } from '../../../modules/personalisation/admin/CampaignResults'
import { MonitoringDashboard as MonitoringDashboard_33b82a0ee69fe83a503b13d7bfabd28f } from '../../../modules/monitoring/admin/MonitoringDashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/modules/personalisation/admin/CampaignResults#CampaignResults": CampaignResults_8d6665abc299d61d8840c31bc4458c81,
  "/modules/monitoring/admin/MonitoringDashboard#MonitoringDashboard": MonitoringDashboard_33b82a0ee69fe83a503b13d7bfabd28f,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
