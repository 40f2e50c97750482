// The README's GoogleTest quick start: properties as GoogleTest tests, one
// with a fixture. The fixture property fails on purpose (a bounded stack that
// takes one push too many), to show the report.
#include <falsify/gtest.hpp>

#include <algorithm>
#include <cstddef>
#include <vector>

using namespace falsify;

FALSIFY_GTEST_PROPERTY(Sorting, is_idempotent, (std::vector<int> xs)) {
    std::sort(xs.begin(), xs.end());
    auto again = xs;
    std::sort(again.begin(), again.end());
    EXPECT_EQ(again, xs);
}

/// A stack of at most `capacity` values; push says whether it took the value.
class BoundedStack {
public:
    explicit BoundedStack(std::size_t capacity) : capacity_(capacity) {}
    bool push(int value) {
        if (values_.size() > capacity_) return false;  // bug: should be >=
        values_.push_back(value);
        return true;
    }
    std::size_t size() const { return values_.size(); }

private:
    std::size_t capacity_;
    std::vector<int> values_;
};

class BoundedStackTest : public ::testing::Test {
protected:
    BoundedStack stack{3};  // fresh for every run of a property
};

FALSIFY_GTEST_FIXTURE_PROPERTY(BoundedStackTest, never_holds_more_than_its_capacity, (std::vector<int> values)) {
    for (int value : values) stack.push(value);
    EXPECT_LE(stack.size(), 3u) << "after " << values.size() << " pushes";
}
