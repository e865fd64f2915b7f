-- Question templates (server/domain/templates/).

-- Moving a question renumbers its neighbours in one UPDATE; a plain UNIQUE constraint is checked row by row
-- and would refuse the intermediate collisions, a deferrable one is checked at the end of the statement.
ALTER TABLE template_questions DROP CONSTRAINT template_questions_template_id_position_key;

ALTER TABLE template_questions
  ADD CONSTRAINT template_questions_template_id_position_key UNIQUE (template_id, position) DEFERRABLE INITIALLY IMMEDIATE;

-- Deleting a template leaves the meetings analysed with it without a template (meetings.template_id is
-- SET NULL already) but keeps their answers readable: the stored answers carry their own question texts.
ALTER TABLE meeting_answers DROP CONSTRAINT meeting_answers_template_id_fkey;

ALTER TABLE meeting_answers
  ADD CONSTRAINT meeting_answers_template_id_fkey FOREIGN KEY (template_id) REFERENCES templates (id) ON DELETE SET NULL;
