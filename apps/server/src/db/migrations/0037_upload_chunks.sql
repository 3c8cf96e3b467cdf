-- The bytes of each upload, in PostgreSQL instead of DATA_DIR/uploads (ADR 0035); the files
-- already there are moved in at start (lib/upload-files-move.ts).
CREATE TABLE "upload_chunks" (
	"upload_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "upload_chunks_pk" PRIMARY KEY("upload_id","seq")
);
--> statement-breakpoint
ALTER TABLE "upload_chunks" ADD CONSTRAINT "upload_chunks_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;