-- Homework: an assignment, the hands dealt for it, its students, and each
-- hand each student was shown. Everything of an assignment goes 30 days
-- after its deadline, or when its teacher deletes it.
CREATE TABLE assignments (
    code TEXT PRIMARY KEY,
    teacher_key TEXT NOT NULL,
    settings TEXT NOT NULL,
    seed BIGINT NOT NULL,
    created_ms BIGINT NOT NULL,
    deadline_ms BIGINT NOT NULL,
    closed_ms BIGINT
);
CREATE INDEX assignments_by_deadline ON assignments (deadline_ms);
CREATE TABLE assignment_hands (
    code TEXT NOT NULL,
    hand BIGINT NOT NULL,
    cards TEXT NOT NULL,
    PRIMARY KEY (code, hand)
);
CREATE TABLE students (
    code TEXT NOT NULL,
    student BIGINT NOT NULL,
    token TEXT NOT NULL,
    nickname TEXT NOT NULL,
    nickname_key TEXT NOT NULL,
    joined_ms BIGINT NOT NULL,
    PRIMARY KEY (code, student),
    UNIQUE (code, nickname_key),
    UNIQUE (code, token)
);
CREATE TABLE plays (
    code TEXT NOT NULL,
    student BIGINT NOT NULL,
    hand BIGINT NOT NULL,
    shown_ms BIGINT NOT NULL,
    tenths BIGINT,
    tries BIGINT NOT NULL,
    answer TEXT,
    over_ms BIGINT,
    PRIMARY KEY (code, student, hand)
);
