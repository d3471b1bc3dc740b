-- Courses a learner keeps for later (Yêu thích). A guest's list lives in the browser and is merged here at sign-in.
CREATE TABLE wishlist_items (
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  course_id int NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, course_id)
);
